from enum import StrEnum

class GiveTemplate1347Type(StrEnum):
    GIVE = "give"

    def __str__(self) -> str:
        return str(self.value)
