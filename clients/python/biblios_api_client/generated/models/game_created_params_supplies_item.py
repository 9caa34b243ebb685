from enum import StrEnum

class GameCreatedParamsSuppliesItem(StrEnum):
    FLUTE = "flute"
    GOLD = "gold"
    JOKER = "joker"
    PASS = "pass"
    SWORD = "sword"

    def __str__(self) -> str:
        return str(self.value)
