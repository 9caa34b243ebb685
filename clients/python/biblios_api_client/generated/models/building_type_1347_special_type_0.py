from enum import StrEnum

class BuildingType1347SpecialType0(StrEnum):
    FLUTE = "flute"
    GOLD = "gold"
    JOKER = "joker"
    PASS = "pass"
    SWORD = "sword"

    def __str__(self) -> str:
        return str(self.value)
