from enum import StrEnum

class ChurchTemplateType(StrEnum):
    CHURCH = "church"

    def __str__(self) -> str:
        return str(self.value)
