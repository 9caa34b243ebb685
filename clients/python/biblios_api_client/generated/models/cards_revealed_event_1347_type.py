from enum import StrEnum

class CardsRevealedEvent1347Type(StrEnum):
    CARDS_REVEALED = "cards_revealed"

    def __str__(self) -> str:
        return str(self.value)
