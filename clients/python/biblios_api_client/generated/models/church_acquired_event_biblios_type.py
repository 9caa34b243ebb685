from enum import StrEnum

class ChurchAcquiredEventBibliosType(StrEnum):
    CHURCH_ACQUIRED = "church_acquired"

    def __str__(self) -> str:
        return str(self.value)
