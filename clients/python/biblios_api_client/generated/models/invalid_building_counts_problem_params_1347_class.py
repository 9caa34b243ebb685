from enum import StrEnum

class InvalidBuildingCountsProblemParams1347Class(StrEnum):
    BOURGEOISIE = "bourgeoisie"
    CHIVALRY = "chivalry"
    CHURCH = "church"
    MAGIC = "magic"
    PEASANTRY = "peasantry"
    ROYALTY = "royalty"

    def __str__(self) -> str:
        return str(self.value)
