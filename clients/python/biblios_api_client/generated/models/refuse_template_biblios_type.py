from enum import StrEnum

class RefuseTemplateBibliosType(StrEnum):
    REFUSE = "refuse"

    def __str__(self) -> str:
        return str(self.value)
