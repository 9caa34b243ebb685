from enum import StrEnum

class CardsDealtEvent1347Type(StrEnum):
    CARDS_DEALT = "cards_dealt"

    def __str__(self) -> str:
        return str(self.value)
