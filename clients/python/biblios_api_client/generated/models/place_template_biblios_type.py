from enum import StrEnum

class PlaceTemplateBibliosType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
