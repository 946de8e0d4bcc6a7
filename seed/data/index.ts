// All seed distributors, in seeding order. The first one is the default shop.
import type { SeedDistributor } from "../types.ts";
import { kirana } from "./kirana.ts";
import { sehat } from "./sehat.ts";

export const distributors: SeedDistributor[] = [sehat, kirana];
