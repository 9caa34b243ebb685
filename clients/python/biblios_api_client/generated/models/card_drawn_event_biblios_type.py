from enum import StrEnum

class CardDrawnEventBibliosType(StrEnum):
    CARD_DRAWN = "card_drawn"

    def __str__(self) -> str:
        return str(self.value)
