from enum import StrEnum

class ChurchAcquiredEventType(StrEnum):
    CHURCH_ACQUIRED = "church_acquired"

    def __str__(self) -> str:
        return str(self.value)
