from enum import StrEnum

class PlaceTemplateType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
