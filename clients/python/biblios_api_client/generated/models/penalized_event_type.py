from enum import StrEnum

class PenalizedEventType(StrEnum):
    PENALIZED = "penalized"

    def __str__(self) -> str:
        return str(self.value)
