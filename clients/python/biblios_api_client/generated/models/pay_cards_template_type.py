from enum import StrEnum

class PayCardsTemplateType(StrEnum):
    PAY = "pay"

    def __str__(self) -> str:
        return str(self.value)
