from enum import StrEnum

class CardPlacedEventBibliosType(StrEnum):
    CARD_PLACED = "card_placed"

    def __str__(self) -> str:
        return str(self.value)
