from enum import StrEnum

class CardsDrawnEvent1347Type(StrEnum):
    CARDS_DRAWN = "cards_drawn"

    def __str__(self) -> str:
        return str(self.value)
