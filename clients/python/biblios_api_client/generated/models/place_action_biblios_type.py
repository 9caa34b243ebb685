from enum import StrEnum

class PlaceActionBibliosType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
