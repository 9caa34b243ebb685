from enum import StrEnum

class ChurchResolvedEventType(StrEnum):
    CHURCH_RESOLVED = "church_resolved"

    def __str__(self) -> str:
        return str(self.value)
