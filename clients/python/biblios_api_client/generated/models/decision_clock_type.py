from enum import StrEnum

class DecisionClockType(StrEnum):
    DECISION = "decision"

    def __str__(self) -> str:
        return str(self.value)
