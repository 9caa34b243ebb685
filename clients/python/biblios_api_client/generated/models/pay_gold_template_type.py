from enum import StrEnum

class PayGoldTemplateType(StrEnum):
    PAY = "pay"

    def __str__(self) -> str:
        return str(self.value)
