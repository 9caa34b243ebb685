from enum import StrEnum

class PayCardsTemplateBibliosCurrency(StrEnum):
    CARDS = "cards"

    def __str__(self) -> str:
        return str(self.value)
