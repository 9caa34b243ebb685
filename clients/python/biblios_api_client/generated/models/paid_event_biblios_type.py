from enum import StrEnum

class PaidEventBibliosType(StrEnum):
    PAID = "paid"

    def __str__(self) -> str:
        return str(self.value)
