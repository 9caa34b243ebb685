from enum import StrEnum

class PlagueEvent1347Type(StrEnum):
    PLAGUE = "plague"

    def __str__(self) -> str:
        return str(self.value)
