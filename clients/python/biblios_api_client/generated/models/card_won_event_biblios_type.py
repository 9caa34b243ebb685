from enum import StrEnum

class CardWonEventBibliosType(StrEnum):
    CARD_WON = "card_won"

    def __str__(self) -> str:
        return str(self.value)
