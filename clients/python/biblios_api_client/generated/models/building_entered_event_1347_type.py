from enum import StrEnum

class BuildingEnteredEvent1347Type(StrEnum):
    BUILDING_ENTERED = "building_entered"

    def __str__(self) -> str:
        return str(self.value)
