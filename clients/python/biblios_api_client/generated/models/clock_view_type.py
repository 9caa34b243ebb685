from enum import StrEnum

class ClockViewType(StrEnum):
    BANK = "bank"
    DAYS = "days"
    DECISION = "decision"

    def __str__(self) -> str:
        return str(self.value)
