from enum import StrEnum

class SpecialCard1347Kind(StrEnum):
    FLUTE = "flute"
    GOLD = "gold"
    JOKER = "joker"
    PASS = "pass"
    SWORD = "sword"

    def __str__(self) -> str:
        return str(self.value)
