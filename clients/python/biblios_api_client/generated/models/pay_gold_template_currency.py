from enum import StrEnum

class PayGoldTemplateCurrency(StrEnum):
    GOLD = "gold"

    def __str__(self) -> str:
        return str(self.value)
