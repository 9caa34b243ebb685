from enum import StrEnum

class ReviewOutStatus(StrEnum):
    PENDING = "pending"
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
