from enum import StrEnum

class RefuseActionType(StrEnum):
    REFUSE = "refuse"

    def __str__(self) -> str:
        return str(self.value)
