from enum import StrEnum

class PayCardsTemplateBibliosType(StrEnum):
    PAY = "pay"

    def __str__(self) -> str:
        return str(self.value)
