from enum import StrEnum

class NunLookedEvent1347Type(StrEnum):
    NUN_LOOKED = "nun_looked"

    def __str__(self) -> str:
        return str(self.value)
