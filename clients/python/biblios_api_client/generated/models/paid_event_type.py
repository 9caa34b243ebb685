from enum import StrEnum

class PaidEventType(StrEnum):
    PAID = "paid"

    def __str__(self) -> str:
        return str(self.value)
