from enum import StrEnum

class VpTakenEvent1347Type(StrEnum):
    VP_TAKEN = "vp_taken"

    def __str__(self) -> str:
        return str(self.value)
