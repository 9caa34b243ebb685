from enum import StrEnum

class PenalizedEventBibliosType(StrEnum):
    PENALIZED = "penalized"

    def __str__(self) -> str:
        return str(self.value)
