from enum import StrEnum

class RefuseTemplateType(StrEnum):
    REFUSE = "refuse"

    def __str__(self) -> str:
        return str(self.value)
