from enum import StrEnum

class ChurchResolvedEventBibliosType(StrEnum):
    CHURCH_RESOLVED = "church_resolved"

    def __str__(self) -> str:
        return str(self.value)
