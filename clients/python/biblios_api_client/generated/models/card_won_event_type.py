from enum import StrEnum

class CardWonEventType(StrEnum):
    CARD_WON = "card_won"

    def __str__(self) -> str:
        return str(self.value)
