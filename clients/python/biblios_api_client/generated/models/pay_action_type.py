from enum import StrEnum

class PayActionType(StrEnum):
    PAY = "pay"

    def __str__(self) -> str:
        return str(self.value)
