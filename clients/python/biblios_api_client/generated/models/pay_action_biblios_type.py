from enum import StrEnum

class PayActionBibliosType(StrEnum):
    PAY = "pay"

    def __str__(self) -> str:
        return str(self.value)
