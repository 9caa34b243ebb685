from enum import StrEnum

class GoldCardKind(StrEnum):
    GOLD = "gold"

    def __str__(self) -> str:
        return str(self.value)
