from enum import StrEnum

class BankClockType(StrEnum):
    BANK = "bank"

    def __str__(self) -> str:
        return str(self.value)
