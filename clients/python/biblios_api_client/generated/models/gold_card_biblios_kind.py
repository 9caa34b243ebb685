from enum import StrEnum

class GoldCardBibliosKind(StrEnum):
    GOLD = "gold"

    def __str__(self) -> str:
        return str(self.value)
