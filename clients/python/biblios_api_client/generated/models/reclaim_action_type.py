from enum import StrEnum

class ReclaimActionType(StrEnum):
    RECLAIM = "reclaim"

    def __str__(self) -> str:
        return str(self.value)
