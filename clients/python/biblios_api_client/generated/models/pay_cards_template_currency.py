from enum import StrEnum

class PayCardsTemplateCurrency(StrEnum):
    CARDS = "cards"

    def __str__(self) -> str:
        return str(self.value)
