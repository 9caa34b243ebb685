from enum import StrEnum

class DaysClockType(StrEnum):
    DAYS = "days"

    def __str__(self) -> str:
        return str(self.value)
