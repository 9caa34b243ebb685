from enum import StrEnum

class GiveAction1347Type(StrEnum):
    GIVE = "give"

    def __str__(self) -> str:
        return str(self.value)
