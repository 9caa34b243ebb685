from enum import StrEnum

class PayTemplateType(StrEnum):
    PAY = "pay"

    def __str__(self) -> str:
        return str(self.value)
