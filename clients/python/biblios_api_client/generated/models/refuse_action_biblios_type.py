from enum import StrEnum

class RefuseActionBibliosType(StrEnum):
    REFUSE = "refuse"

    def __str__(self) -> str:
        return str(self.value)
